/**
 * The PDF's fonts: Noto Sans (Latin with every accent, Vietnamese, Greek, Cyrillic), Noto Sans Mono
 * for ids and hashes, and Noto Sans SC for Chinese, all open (OFL) TrueType files from npm packages.
 * Each style is a fallback chain: a character is drawn with the first font of its chain that has it,
 * so a line may be drawn in several runs. A font file is read and parsed once per process (the render
 * worker) and only when a character needs it: a contract without Chinese never loads the 10 MB CJK
 * file. Fonts are embedded as subsets (only the glyphs drawn), with a ToUnicode map, so the text can be
 * searched and copied as typed.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { create as createFont, type Font, type Subset } from "fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

const require = createRequire(import.meta.url);

export const fontFiles = {
  sans: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  sansBold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  mono: "@expo-google-fonts/noto-sans-mono/400Regular/NotoSansMono_400Regular.ttf",
  cjk: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  cjkBold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
} as const;
export type FontFile = keyof typeof fontFiles;

export type FontStyle = "regular" | "bold" | "mono";

const subsetTags: Record<FontFile, string> = { sans: "FCSANR", sansBold: "FCSANB", mono: "FCMONO", cjk: "FCCJKR", cjkBold: "FCCJKB" };

/** The fallback chain of each style, first choice first. */
export const fontChains: Record<FontStyle, readonly FontFile[]> = {
  regular: ["sans", "cjk"],
  bold: ["sansBold", "cjkBold"],
  mono: ["mono", "sans", "cjk"],
};

type LoadedFont = { bytes: Uint8Array; font: Font };

const loaded = new Map<FontFile, LoadedFont>();
const parsedByBytes = new WeakMap<Uint8Array, Font>();

/** The files read so far by this process (tests and the report of what a render needed). */
export const loadedFontFiles = (): FontFile[] => [...loaded.keys()];

/**
 * A font parsed with fontkit 2 (the subsetter pdf-lib's own fork ships writes a corrupt `loca` for
 * many TrueType fonts, Noto among them, and most glyphs then do not show), adapted to the one call
 * pdf-lib makes that fontkit 2 renamed: a subset's `encodeStream()` is now `encode()`.
 */
function parse(bytes: Uint8Array): Font {
  const parsed = createFont(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!("createSubset" in parsed)) throw new Error("A font collection is not a font");
  const createSubset = parsed.createSubset.bind(parsed);
  parsed.createSubset = () => {
    const subset = createSubset() as Subset & { encodeStream?: () => Readable };
    subset.encodeStream = () => Readable.from([Buffer.from(subset.encode())]);
    return subset;
  };
  return parsed;
}

function load(file: FontFile): LoadedFont {
  let entry = loaded.get(file);
  if (!entry) {
    const bytes = new Uint8Array(fs.readFileSync(require.resolve(fontFiles[file])));
    const font = parse(bytes);
    parsedByBytes.set(bytes, font);
    entry = { bytes, font };
    loaded.set(file, entry);
  }
  return entry;
}

/**
 * pdf-lib parses a font's bytes again for every document; this hands it the parsed font instead, so
 * the tables a layout reads (cmap, GSUB, hmtx) are decoded once per process, not once per contract.
 */
const cachingFontkit = {
  create(bytes: Uint8Array) {
    return parsedByBytes.get(bytes) ?? parse(bytes);
  },
};

/**
 * Glyph composition (ccmp) is off: Noto Sans would otherwise draw "ị" as "i" plus a combining dot,
 * and the copied text would lose the dot. Text is drawn in composed form (NFC), which the fonts have.
 */
const features = { ccmp: false };

export type Run = { font: PDFFont; text: string };

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code < 0xa0);

/**
 * One document's fonts. `prepare` is given every text the document will draw, with its style, before
 * any drawing: it picks the font of each character, loads and embeds only the fonts needed, and
 * notes whether any character could not be drawn at all (it is then shown as "?").
 */
export class FontSet {
  private readonly embedded = new Map<FontFile, PDFFont>();
  /** True once any text had to be drawn differently from how it is stored (no font has a character). */
  replacedCharacters = false;

  private constructor(private readonly doc: PDFDocument) {}

  static async create(doc: PDFDocument, texts: Iterable<[FontStyle, string]>): Promise<FontSet> {
    doc.registerFontkit(cachingFontkit as unknown as Parameters<PDFDocument["registerFontkit"]>[0]);
    const set = new FontSet(doc);
    await set.prepare(texts);
    return set;
  }

  /** Embeds the fonts the texts need (the first font of each style used, plus any fallbacks). */
  async prepare(texts: Iterable<[FontStyle, string]>): Promise<void> {
    const needed = new Set<FontFile>();
    for (const [style, text] of texts) {
      needed.add(fontChains[style][0]);
      // Line breaks are layout (a paragraph's lines, a field drawn on one line), not characters.
      for (const char of this.clean(text.replace(/\r?\n/g, " "))) {
        const file = this.fileFor(style, char);
        if (file) needed.add(file);
        else this.replacedCharacters = true;
      }
    }
    for (const file of needed) {
      if (this.embedded.has(file)) continue;
      const { bytes, font } = load(file);
      // A subset font's name starts with a six-letter tag (PDF 32000, 9.6.4); one fixed tag per file.
      const customName = `${subsetTags[file]}+${font.postscriptName ?? file}`;
      this.embedded.set(file, await this.doc.embedFont(bytes, { subset: true, features, customName }));
    }
  }

  /** Drawable text: composed (NFC), tabs as spaces, no control characters (which are flagged). */
  private clean(text: string): string {
    let out = "";
    for (const char of text.normalize("NFC").replace(/\t/g, "    ")) {
      if (isControl(char.codePointAt(0) ?? 0)) this.replacedCharacters = true;
      else out += char;
    }
    return out;
  }

  /** The first font of the style's chain that has the character; undefined when none has it. */
  private fileFor(style: FontStyle, char: string): FontFile | undefined {
    const code = char.codePointAt(0) ?? 0;
    return fontChains[style].find((file) => load(file).font.hasGlyphForCodePoint(code));
  }

  private fontOf(file: FontFile): PDFFont {
    const font = this.embedded.get(file);
    if (!font) throw new Error(`The font ${file} was not prepared for this document: pass the text to FontSet.prepare first`);
    return font;
  }

  /**
   * The text split into runs of one font each. Spaces stay in the run they are in, so a line of
   * Chinese with spaces is one run; a character no font has becomes "?" and is flagged.
   */
  runs(style: FontStyle, text: string): Run[] {
    const runs: { file: FontFile; text: string }[] = [];
    for (const char of this.clean(text)) {
      const current = runs.at(-1);
      if (current && /\s/.test(char) && load(current.file).font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) {
        current.text += char;
        continue;
      }
      let file = this.fileFor(style, char);
      let drawn = char;
      if (!file) {
        this.replacedCharacters = true;
        file = fontChains[style][0];
        drawn = "?";
      }
      if (current?.file === file) current.text += drawn;
      else runs.push({ file, text: drawn });
    }
    return runs.map((run) => ({ font: this.fontOf(run.file), text: run.text }));
  }

  private readonly widths = new Map<string, number>();

  private measure(style: FontStyle, text: string, size: number): number {
    const key = `${style}\u0000${size}\u0000${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.runs(style, text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
      this.widths.set(key, width);
    }
    return width;
  }

  /**
   * Width of the text at the size, in points, as `runs` would draw it. pdf-lib applies no kerning and
   * no glyph substitution crosses a space, so a line is as wide as its words and spaces: each word is
   * measured once, which keeps word wrap linear.
   */
  widthOf(style: FontStyle, text: string, size: number): number {
    const words = text.split(" ");
    const spaces = words.length - 1;
    return words.reduce((sum, word) => sum + (word ? this.measure(style, word, size) : 0), spaces ? spaces * this.measure(style, " ", size) : 0);
  }
}
