import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { DefaultFooter } from './default-footer.tsx';
import { TemplateFooter } from './template-footer.tsx';
import styles from './footer.module.css';

/**
 * Spec §2 footer: template 2 when the server marks it in use, otherwise (no template, load failure, template 1)
 * the default footer. Design pages get the wider layout.
 */
export function Footer() {
  const b = useBootstrap();
  const template = b.footer && b.footer.type === 2 && b.footer.isUsed ? b.footer : null;
  return (
    <footer className={b.designMode ? `${styles.footer} ${styles.wide}` : styles.footer}>
      <div className={styles.inner}>
        {template ? <TemplateFooter template={template} /> : <DefaultFooter />}
      </div>
    </footer>
  );
}
