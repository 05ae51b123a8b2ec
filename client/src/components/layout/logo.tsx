import { useEffect, useRef, useState } from "react";
import { business } from "@shared/business";

/** The logo image; if it cannot load, the brand name is shown as text instead. */
export function Logo({ light }: { light: boolean }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // An image that failed before the page was interactive never fires onError for React.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return <span className={`text-lg font-extrabold tracking-tight ${light ? "text-white" : "text-stone-950"}`}>{business.brand}</span>;
  }
  return (
    <img
      ref={image}
      src={light ? "/api/assets/logo-light.svg" : "/api/assets/logo.svg"}
      alt={business.brand}
      width={177}
      height={36}
      className="h-9 w-auto"
      onError={() => setFailed(true)}
    />
  );
}
