import fc from "fast-check";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { detectImageType } from "../../server/photos/image-types";

/** A small real photo-like image (a colour gradient) encoded by sharp in each format. */
async function encode(format: "jpeg" | "png" | "webp" | "gif" | "avif"): Promise<Buffer> {
  const width = 32;
  const height = 24;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = x * 8;
      pixels[offset + 1] = y * 10;
      pixels[offset + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

const images: Record<string, Buffer> = {};
beforeAll(async () => {
  for (const format of ["jpeg", "png", "webp", "gif", "avif"] as const) images[format] = await encode(format);
}, 60_000);

/** The start of an ISO-BMFF file: box size, "ftyp", major brand, minor version, compatible brands. */
function ftypHeader(majorBrand: string, compatible: string[] = ["mif1"]): Buffer {
  const brands = Buffer.from([majorBrand, ...compatible].join(""), "ascii");
  const size = 16 + compatible.length * 4;
  const header = Buffer.alloc(size);
  header.writeUInt32BE(size, 0);
  header.write("ftyp", 4, "ascii");
  header.write(majorBrand, 8, "ascii");
  header.writeUInt32BE(0, 12);
  brands.subarray(4).copy(header, 16);
  return Buffer.concat([header, Buffer.alloc(64)]);
}

describe("detectImageType on real images", () => {
  it.each([
    ["jpeg", "image/jpeg"],
    ["png", "image/png"],
    ["webp", "image/webp"],
    ["gif", "image/gif"],
    ["avif", "image/avif"],
  ])("recognises a %s made by sharp as %s", async (format, type) => {
    expect(detectImageType(images[format])).toBe(type);
  });

  it("recognises the images whatever bytes follow their header", async () => {
    // Cut the file short: the type is decided by the first bytes only.
    expect(detectImageType(images.png.subarray(0, 8))).toBe("image/png");
    expect(detectImageType(images.jpeg.subarray(0, 3))).toBe("image/jpeg");
  });

  it("accepts a Uint8Array as well as a Buffer", () => {
    expect(detectImageType(new Uint8Array(images.webp))).toBe("image/webp");
  });

  it.each(["heic", "heix", "mif1", "msf1", "hevc"])("recognises a phone photo with ftyp brand %s as HEIC", (brand) => {
    expect(detectImageType(ftypHeader(brand))).toBe("image/heic");
  });

  it("recognises an AVIF ftyp header without the rest of the file", () => {
    expect(detectImageType(ftypHeader("avif"))).toBe("image/avif");
  });
});

describe("detectImageType on things that are not images", () => {
  it.each([
    ["empty bytes", Buffer.alloc(0)],
    ["plain text", Buffer.from("Hello, I would like a quote for my driveway.")],
    ["a PDF", Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n")],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ["an SVG with an XML declaration", Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["an HTML page", Buffer.from("<!doctype html><html><body>hi</body></html>")],
    ["a ZIP archive", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00])],
    ["an MP4 video (ftyp isom)", ftypHeader("isom", ["iso2", "mp41"])],
    ["a QuickTime video (ftyp qt)", ftypHeader("qt  ", [])],
    ["a RIFF WAV file", Buffer.from("RIFF\x24\x08\x00\x00WAVEfmt ", "latin1")],
    ["a truncated PNG signature", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a])],
    ["two JPEG bytes", Buffer.from([0xff, 0xd8])],
    ["GIF text that is not a GIF version", Buffer.from("GIF90a")],
    ["a lone byte", Buffer.from([0xff])],
  ])("%s → null", (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });

  it("gives null for any text that does not start with an image signature", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii" }), (text) => {
        fc.pre(!/^(GIF8[79]a|RIFF.{4}WEBP|.{4}ftyp)/s.test(text));
        expect(detectImageType(Buffer.from(text, "utf8"))).toBeNull();
      }),
    );
  });
});
