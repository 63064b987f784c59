import { formatPrice, showPriceStrike } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import styles from './course-card.module.css';

/**
 * Spec §5 price rules: actualPrice 0 → Free; otherwise formatPrice(actualPrice). The struck-through original
 * price and the flash-sale label only when showPriceStrike (prices differ AND licenseToSell '1').
 */
export function CoursePrice({
  price,
  actualPrice,
  licenseToSell,
}: {
  price: number;
  actualPrice: number;
  licenseToSell: string;
}) {
  const t = useT();
  const strike = showPriceStrike({ price, actualPrice, licenseToSell });
  return (
    <span className={styles.price}>
      <span className="sr-only">{t('course.currentPrice')}: </span>
      <span className={actualPrice > 0 ? styles.amount : styles.free}>
        {actualPrice > 0 ? formatPrice(actualPrice) : t('course.free')}
      </span>
      {strike ? (
        <>
          <s className={styles.original} data-testid="price-strike">
            <span className="sr-only">{t('course.originalPrice')}: </span>
            {formatPrice(price)}
          </s>
          <span className={styles.flash}>{t('course.flashSale')}</span>
        </>
      ) : null}
    </span>
  );
}
