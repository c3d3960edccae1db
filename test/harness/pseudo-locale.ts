// The pseudo-locale (`?lang=pseudo`): every string of ours accented, about 35 % longer, and wrapped in invisible
// markers, so a screen drawn in it shows where a longer translation would be cut or overlap, and a scan can tell our
// strings from text that never went through the language file. `{placeholders}`, HTML tags and entities are kept
// as they are: a translator keeps them too.

/** Zero-width format characters (Unicode's "invisible times" and "invisible plus") that open and close a string. */
export const PSEUDO_OPEN = "\u2062";
export const PSEUDO_CLOSE = "\u2064";
/** How much longer a pseudo string is than its English, letters counted. */
export const PSEUDO_GROWTH = 0.35;

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, i) => [
    c,
    [..."áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][i]!,
  ]),
);
const VOWELS = /[aeiouyAEIOUY]/;

/** Kept verbatim: a `{placeholder}`, an HTML tag, an entity. */
const KEPT = /(\{\w+\}|<[^>]*>|&#?\w+;)/;

/** One word accented, and lengthened by `extra` letters (its vowels doubled, from the first; else its last letter). */
function stretch(word: string, extra: number): string {
  const letters = [...word];
  const vowels = letters.flatMap((c, i) => (VOWELS.test(c) ? [i] : []));
  const at = vowels.length ? vowels : [letters.length - 1];
  const times = letters.map(() => 1);
  for (let k = 0; k < extra; k++) times[at[k % at.length]!]! += 1;
  return letters.map((c, i) => (ACCENTED[c] ?? c).repeat(times[i]!)).join("");
}

/** A string in the pseudo-locale: its letters accented, its words lengthened, markers around the whole. */
export function pseudoString(text: string): string {
  let seen = 0;
  const out = text.split(KEPT).map((part, i) => {
    if (i % 2 === 1) return part;
    return part.replace(/[A-Za-z]+/g, (word) => {
      const extra = Math.round((seen + word.length) * PSEUDO_GROWTH) - Math.round(seen * PSEUDO_GROWTH);
      seen += word.length;
      return stretch(word, extra);
    });
  });
  return `${PSEUDO_OPEN}${out.join("")}${PSEUDO_CLOSE}`;
}

type Strings = { [key: string]: unknown };

/** A whole language file (or core's strings) in the pseudo-locale, keys unchanged. */
export function pseudoStrings<T extends Strings>(strings: T): T {
  const out: Strings = {};
  for (const [key, value] of Object.entries(strings)) {
    out[key] =
      typeof value === "string"
        ? pseudoString(value)
        : value && typeof value === "object"
          ? pseudoStrings(value as Strings)
          : value;
  }
  return out as T;
}
