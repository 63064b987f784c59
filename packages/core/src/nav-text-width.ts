/**
 * Width of navigation text without a browser (issue 10 item 6; spec §9 "header measurement font 14 px").
 *
 * The browser measures a label with canvas `measureText` in the header's real font. The server has no font, so it
 * estimates with this per-script table, and the two must agree closely enough that the split of the navigation bar
 * does not change at hydration. Widths are advances in thousandths of an em, for regular and bold text:
 * - Latin (ASCII, and Latin-1/Extended letters through their base letter), Cyrillic: per character, the advances of
 *   DejaVu Sans — what `system-ui` is on Debian's Chromium, and the widest of the common UI fonts (Segoe UI, SF,
 *   Roboto and Arial are narrower), so the server never places more items than fit; where the real font is narrower
 *   the browser's measurement adds what fits;
 * - Arabic: per letter, fitted to the shaped widths of whole words (other Arabic characters: the average letter);
 * - Hebrew, Greek: the average advance of a letter of that script;
 * - CJK ideographs, kana, full-width forms: 1 em (every CJK font sets them full width); Hangul 0.92 em;
 * - combining marks and zero-width characters: 0;
 * - anything else (emoji, symbols, other scripts): the spec's 18 px a character at the 14 px header font.
 */

type Weight = 'regular' | 'bold';

const decode = (list: string): number[] => list.split(' ').map(Number);

/** U+0020–U+007E. */
const ASCII: Record<Weight, number[]> = {
  regular: decode(
    '318 401 460 838 636 950 780 275 390 390 500 838 318 361 318 337 636 636 636 636 636 636 636 636 636 636 337 337 838 838 838 531 1000 684 686 698 770 632 575 775 752 295 295 656 557 863 748 787 603 787 695 635 611 732 684 989 685 611 685 390 337 390 838 500 500 613 635 550 635 615 352 635 634 278 278 579 278 974 634 612 635 635 411 521 392 634 592 818 592 592 525 636 337 636 838',
  ),
  bold: decode(
    '348 456 521 838 696 1002 872 306 457 457 523 838 380 415 380 365 696 696 696 696 696 696 696 696 696 696 400 400 838 838 838 580 1000 774 762 734 830 683 683 821 837 372 372 775 637 995 837 850 733 850 770 720 682 812 774 1103 771 724 725 457 365 457 838 500 500 675 716 593 716 678 435 716 712 343 343 665 343 1042 712 687 716 716 493 595 478 712 652 924 645 652 582 712 365 712 838',
  ),
};

/** U+0410–U+044F (А–я). */
const CYRILLIC: Record<Weight, number[]> = {
  regular: decode(
    '684 686 686 610 781 632 1077 641 748 748 710 752 863 752 787 752 603 698 611 609 861 685 776 686 1069 1094 833 882 686 698 1080 695 613 617 589 525 691 615 901 532 650 650 604 639 754 654 612 654 635 550 583 592 855 592 681 591 915 942 707 790 589 549 842 602',
  ),
  bold: decode(
    '774 762 762 637 891 683 1224 710 837 837 817 831 995 837 850 837 733 734 682 771 992 771 928 808 1235 1326 939 1036 762 734 1174 770 675 698 633 522 808 678 995 581 701 701 679 732 817 691 687 691 716 593 580 652 992 645 741 687 1062 1105 751 904 632 593 972 642',
  ),
};

/**
 * U+0621–U+064A (ء–ي): each letter's advance fitted (least squares) to the shaped widths of the words of the ar_SA
 * locale file — Arabic letters join, so a word is not the sum of isolated forms. 0: not a letter, the average applies.
 */
const ARABIC: Record<Weight, number[]> = {
  regular: decode(
    '193 401 378 622 330 297 272 393 268 437 558 695 757 652 528 526 460 508 957 1043 909 951 918 793 548 426 0 0 0 0 0 177 663 500 587 421 559 423 423 532 622 359',
  ),
  bold: decode(
    '227 476 452 758 407 394 343 479 328 528 643 784 829 749 589 566 535 587 1093 1160 1031 1080 1052 945 634 513 0 0 0 0 0 208 847 684 673 509 649 536 585 657 770 480',
  ),
};

/** Punctuation of the Latin locales (quotes, dashes, ellipsis, guillemets…) and Arabic punctuation. */
const PUNCTUATION: Record<string, [regular: number, bold: number]> = {
  '‘': [318, 380],
  '’': [318, 380],
  '“': [518, 657],
  '”': [518, 657],
  '–': [500, 500],
  '—': [1000, 1000],
  '…': [1000, 1000],
  '·': [318, 380],
  '•': [590, 639],
  '«': [612, 646],
  '»': [612, 646],
  '¿': [531, 580],
  '¡': [401, 456],
  '×': [838, 838],
  '→': [838, 838],
  '،': [323, 380],
  '؟': [531, 580],
  '؛': [318, 400],
};

/** Latin letters without an ASCII base letter (ß, ł, ø, æ, œ, đ, ı, ð, þ and capitals). */
const LATIN_SPECIAL: Record<string, [regular: number, bold: number]> = {
  ß: [630, 719],
  ł: [284, 371],
  Ł: [562, 642],
  ø: [612, 687],
  Ø: [787, 850],
  æ: [982, 1048],
  Æ: [974, 1085],
  œ: [1023, 1094],
  Œ: [1070, 1167],
  đ: [635, 716],
  Đ: [775, 838],
  ı: [278, 343],
  ð: [612, 687],
  Ð: [775, 838],
  þ: [635, 716],
  Þ: [605, 738],
};

/** Average shaped advance of a letter (measured over whole words of the locale files). */
const SCRIPT_AVERAGE = {
  arabic: { regular: 484, bold: 578 },
  hebrew: { regular: 553, bold: 601 },
  greek: { regular: 604, bold: 685 },
  cyrillic: { regular: 690, bold: 760 },
  latin: { regular: 600, bold: 680 },
} as const;

/** Spec §9 "character 18 px" at the 14 px header font: the estimate for characters of no known script. */
const UNKNOWN = (18 / 14) * 1000;
const FULL_WIDTH = 1000;
/** Hangul is a little narrower than the ideographs in the CJK fonts (Noto Sans CJK KR: 0.92 em). */
const HANGUL = 920;
const HANGUL_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x11ff], // jamo
  [0x3130, 0x318f], // compatibility jamo
  [0xa960, 0xa97f], // jamo extended-A
  [0xac00, 0xd7ff], // syllables, jamo extended-B
];

const inRange = (cp: number, ranges: ReadonlyArray<readonly [number, number]>) =>
  ranges.some(([from, to]) => cp >= from && cp <= to);

const ZERO_WIDTH: ReadonlyArray<readonly [number, number]> = [
  [0x0300, 0x036f], // combining diacritical marks
  [0x064b, 0x065f], // Arabic harakat
  [0x0670, 0x0670],
  [0x0591, 0x05c7], // Hebrew points
  [0x200b, 0x200f], // zero-width space, joiners, direction marks
  [0xfe00, 0xfe0f], // variation selectors
];

const CJK: ReadonlyArray<readonly [number, number]> = [
  [0x2e80, 0x303f], // CJK radicals, ideographic description, CJK symbols and punctuation
  [0x3040, 0x30ff], // hiragana, katakana
  [0x3100, 0x31ff], // bopomofo, kanbun, katakana extensions (Hangul jamo: above)
  [0x3200, 0x9fff], // enclosed CJK, compatibility, extension A, unified ideographs
  [0xf900, 0xfaff], // compatibility ideographs
  [0xfe30, 0xfe4f], // CJK compatibility forms
  [0xff01, 0xff60], // full-width forms
  [0xffe0, 0xffe6],
  [0x20000, 0x3ffff], // supplementary ideographs
];

/** Advance of one character in thousandths of an em. */
function advance(char: string, weight: Weight): number {
  const cp = char.codePointAt(0) ?? 0;
  const bold = weight === 'bold' ? 1 : 0;
  if (cp >= 0x20 && cp <= 0x7e) return ASCII[weight][cp - 0x20] ?? 0;
  if (cp < 0x20 || cp === 0x7f) return 0;
  if (inRange(cp, ZERO_WIDTH)) return 0;
  if (cp === 0xa0) return ASCII[weight][0] ?? 0;
  const special = LATIN_SPECIAL[char] ?? PUNCTUATION[char];
  if (special) return special[bold] ?? 0;
  if ((cp >= 0xc0 && cp <= 0x24f) || (cp >= 0x1e00 && cp <= 0x1eff)) {
    // A letter with diacritics is as wide as its base letter (é → e, ł is in the table above).
    const base = char.normalize('NFD').codePointAt(0) ?? 0;
    if (base >= 0x20 && base <= 0x7e) return ASCII[weight][base - 0x20] ?? 0;
    return SCRIPT_AVERAGE.latin[weight];
  }
  if (cp >= 0x410 && cp <= 0x44f) return CYRILLIC[weight][cp - 0x410] ?? 0;
  if (cp === 0x401) return CYRILLIC[weight][0x415 - 0x410] ?? 0; // Ё as Е
  if (cp === 0x451) return CYRILLIC[weight][0x435 - 0x410] ?? 0; // ё as е
  if (cp >= 0x400 && cp <= 0x52f) return SCRIPT_AVERAGE.cyrillic[weight];
  const arabic = cp >= 0x621 && cp <= 0x64a ? (ARABIC[weight][cp - 0x621] ?? 0) : 0;
  if (arabic > 0) return arabic;
  if (
    inRange(cp, [
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x08a0, 0x08ff],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
    ])
  )
    return SCRIPT_AVERAGE.arabic[weight];
  if (cp >= 0x0590 && cp <= 0x05ff) return SCRIPT_AVERAGE.hebrew[weight];
  if (cp >= 0x0370 && cp <= 0x03ff) return SCRIPT_AVERAGE.greek[weight];
  if (cp >= 0xff61 && cp <= 0xffdc) return FULL_WIDTH / 2; // half-width katakana and Hangul
  if (inRange(cp, HANGUL_RANGES)) return HANGUL;
  if (inRange(cp, CJK)) return FULL_WIDTH;
  return UNKNOWN;
}

export interface TextWidthOptions {
  /** Font size in px; spec §9 "header measurement font 14 px" by default. */
  fontSize?: number;
  /** Bold text (font weight 600 and above; header configs fontStyle 2). */
  bold?: boolean;
}

/** Estimated width in px of `text` in the header font (see the module comment for the table). */
export function estimateTextWidth(text: string, options: TextWidthOptions = {}): number {
  const size = options.fontSize ?? 14;
  const weight: Weight = options.bold ? 'bold' : 'regular';
  let total = 0;
  for (const char of text) total += advance(char, weight);
  return (total * size) / 1000;
}
