export { presentUser } from '../../auth/user-info.ts';
