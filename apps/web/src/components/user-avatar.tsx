import defaultAvatar from '@/assets/default-avatar.svg';
import { useT } from '@/i18n/use-t.ts';
import { FallbackImage } from './fallback-image.tsx';
import styles from './user-avatar.module.css';

/**
 * An avatar (the default one when missing or broken, spec §8) with the VIP badge of spec §7
 * (searchVipWithImageJson `isVip`). Decorative by default: the name beside it says who it is; the badge's text is
 * read out ("VIP") unless `badgeLabel` is false.
 */
export function UserAvatar({
  src,
  size,
  vip = false,
  badgeLabel = true,
}: {
  src: string | null | undefined;
  size: number;
  vip?: boolean;
  badgeLabel?: boolean;
}) {
  const t = useT();
  return (
    <span className={styles.avatar} style={{ inlineSize: size, blockSize: size }}>
      <FallbackImage
        className={styles.image}
        src={src}
        fallback={defaultAvatar}
        alt=""
        width={size}
        height={size}
      />
      {vip ? (
        <span className={size >= 48 ? `${styles.vip} ${styles.large}` : styles.vip} data-vip="">
          <span aria-hidden="true">VIP</span>
          {badgeLabel ? <span className="sr-only">{t('user.vip')}</span> : null}
        </span>
      ) : null}
    </span>
  );
}
