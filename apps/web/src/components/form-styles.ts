/**
 * The form class names, through a plain module: lazy chunks import this, never the .css file itself. A CSS module
 * imported by both the initial bundle and lazy chunks makes the bundler split a shared chunk off the entry
 * (≈ +8 kB gzip, one more request before hydration); through this module the styles stay in the entry stylesheet,
 * so server-rendered forms are styled on first paint.
 */
import styles from './form.module.css';

export const formStyles = styles;
