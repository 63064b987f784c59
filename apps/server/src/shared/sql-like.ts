/** A LIKE pattern's `%`, `_` and the escape character itself as literals (used with ESCAPE '\'). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');
