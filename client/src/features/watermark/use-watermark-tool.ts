/**
 * The watermark tool's states: no files, files chosen (earlier results cleared),
 * processing, results ready. Photos are done one at a time, off the main thread, and each result
 * appears as soon as it is ready.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { loadFailedMessage, WatermarkError } from "@/lib/watermark/render-watermark";
import type { WatermarkOptions } from "@/lib/watermark/watermark-options";
import { createWatermarker, type Watermarker } from "@/lib/watermark/watermarker";
import { watermarkedFileName } from "./downloads";

export const toolFailedMessage = "Failed to watermark images. Please try again.";
export const noFilesMessage = "Choose one or more photos first.";
/** Previews are small copies, so the page never has to decode a 12-megapixel photo to show one. */
const previewWidth = 640;

export type ToolResult =
  | { key: string; fileName: string; status: "done"; downloadName: string; url: string; previewUrl: string; width: number; height: number }
  | { key: string; fileName: string; status: "failed"; message: string };

export type ToolStatus = "empty" | "selected" | "processing" | "ready";

function revoke(results: ToolResult[]) {
  for (const result of results) {
    if (result.status !== "done") continue;
    URL.revokeObjectURL(result.url);
    if (result.previewUrl !== result.url) URL.revokeObjectURL(result.previewUrl);
  }
}

export function useWatermarkTool() {
  const [files, setFiles] = useState<File[]>([]);
  const [status, setStatus] = useState<ToolStatus>("empty");
  const [results, setResults] = useState<ToolResult[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const watermarker = useRef<Watermarker | null>(null);
  const resultsRef = useRef<ToolResult[]>([]);
  // Bumped on every new choice of files or run, so a run that was overtaken drops its results.
  const generation = useRef(0);
  useLayoutEffect(() => {
    resultsRef.current = results;
  });

  useEffect(
    () => () => {
      generation.current++;
      watermarker.current?.dispose();
      revoke(resultsRef.current);
    },
    [],
  );

  const chooseFiles = useCallback((chosen: File[]) => {
    generation.current++;
    revoke(resultsRef.current);
    setResults([]);
    setError(null);
    setHint(null);
    setFiles(chosen);
    setStatus(chosen.length > 0 ? "selected" : "empty");
  }, []);

  const process = useCallback(
    async (options: WatermarkOptions) => {
      if (status === "processing") return;
      if (files.length === 0) {
        setHint(noFilesMessage);
        return;
      }
      const run = ++generation.current;
      revoke(resultsRef.current);
      setResults([]);
      setError(null);
      setHint(null);
      setStatus("processing");
      let succeeded = 0;
      try {
        watermarker.current ??= createWatermarker();
        for (const [index, file] of files.entries()) {
          const key = `${run}-${index}-${file.name}`;
          let result: ToolResult;
          try {
            const done = await watermarker.current.watermark(file, options, previewWidth);
            const url = URL.createObjectURL(done.image);
            const previewUrl = done.preview ? URL.createObjectURL(done.preview) : url;
            result = {
              key,
              fileName: file.name,
              status: "done",
              downloadName: watermarkedFileName(file.name),
              url,
              previewUrl,
              width: done.width,
              height: done.height,
            };
            succeeded++;
          } catch (failure) {
            const unreadable = failure instanceof WatermarkError && failure.stage === "load";
            if (unreadable) console.warn(`"${file.name}" is not a readable image.`);
            else console.warn(`Could not watermark "${file.name}".`, failure);
            result = { key, fileName: file.name, status: "failed", message: unreadable ? loadFailedMessage : "This photo could not be watermarked." };
          }
          if (generation.current !== run) {
            if (result.status === "done") revoke([result]);
            return;
          }
          setResults((current) => [...current, result]);
        }
        if (succeeded === 0) setError(toolFailedMessage);
      } catch (failure) {
        console.error("Watermarking failed", failure);
        if (generation.current === run) setError(toolFailedMessage);
      } finally {
        if (generation.current === run) setStatus("ready");
      }
    },
    [files, status],
  );

  return { files, status, results, error, hint, chooseFiles, process };
}
