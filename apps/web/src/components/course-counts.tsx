/** A course's views and purchases, each in the locale's compact notation and its plural form (card and page). */
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatCompactCount } from '@/lib/compact-count.ts';

export function CourseCounts({
  viewCount,
  purchaseCount,
  className,
}: {
  viewCount: number;
  purchaseCount: number;
  className: string | undefined;
}) {
  const t = useT();
  const { lang } = useBootstrap();
  return (
    <p className={className}>
      <span>{t('course.views', { value: formatCompactCount(viewCount, lang), count: viewCount })}</span>
      <span>
        {t('course.purchases', { value: formatCompactCount(purchaseCount, lang), count: purchaseCount })}
      </span>
    </p>
  );
}
