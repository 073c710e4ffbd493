import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Marks that only steer the bidi algorithm: they have no glyph in the font, so they are taken out once used. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

interface Run {
  text: string;
  level: number;
}

/**
 * A line of text in the order PDFKit must be given it to show it right (Unicode bidi algorithm, rule L2, by
 * bidi-js). PDFKit lays out a line word by word, left to right, and fontkit shapes each Arabic word and puts
 * its letters right to left itself; so the words of a right-to-left run are reversed here, never their
 * letters (reversed letters would be joined the wrong way round), and runs are reordered by their levels.
 */
export function visualWords(text: string, direction: 'ltr' | 'rtl'): string {
  if (text === '') return text;
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: Run[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const level = levels[index]!;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.text += text[index];
    else runs.push({ text: text[index]!, level });
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : highest + 1)));
  for (let level = highest; level >= lowestOdd && level > 0; level -= 1) {
    for (let start = 0; start < runs.length; start += 1) {
      if (runs[start]!.level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs
    .map((run) => (run.level % 2 === 1 ? mirrored(run.text).split(/(\s+)/).reverse().join('') : run.text))
    .join('')
    .replace(BIDI_CONTROLS, '');
}

/** Brackets in a right-to-left run face the other way (rule L4). */
function mirrored(text: string): string {
  return text.replace(/[()[\]{}<>«»]/g, (c) => bidi.getMirroredCharacter(c) ?? c);
}

/** Whether the text has a right-to-left letter (Arabic): such a name is drawn as right-to-left. */
export const hasRtl = (text: string) => /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/.test(text);
