/** Drawing on the contract's signature pad as a person would, and reading back what it holds. */
import type { Locator, Page } from "@playwright/test";

/** Dark pixels on the signature canvas: > 0 once something is drawn. */
export async function inkOn(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const canvasElement = element as HTMLCanvasElement;
    const data = canvasElement.getContext("2d")!.getImageData(0, 0, canvasElement.width, canvasElement.height).data;
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) if (data[index] < 100) dark++;
    return dark;
  });
}

/** A signature-like zigzag: with the mouse, or with a finger through real touch events on the phone. */
export async function drawSignature(page: Page, canvas: Locator, touch: boolean) {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const points = Array.from({ length: 14 }, (_, index) => ({
    x: Math.round(box.x + 30 + (index * (box.width - 60)) / 13),
    y: Math.round(box.y + box.height / 2 + (index % 2 ? -1 : 1) * Math.min(30, box.height / 4)),
  }));
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [points[0]] });
    for (const point of points.slice(1)) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
      await page.waitForTimeout(20);
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(points[0].x, points[0].y);
    await page.mouse.down();
    for (const point of points.slice(1)) await page.mouse.move(point.x, point.y, { steps: 4 });
    await page.mouse.up();
  }
}
