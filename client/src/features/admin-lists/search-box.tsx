import { useEffect, useId, useState } from "react";
import { controlClasses } from "@/components/ui/field";

/** How long typing must pause before the list is asked again. */
const debounceMs = 300;

/**
 * The list's search field: searches once typing pauses, and follows the address when it changes
 * elsewhere (Back, a shared link).
 */
export function SearchBox({ value, onSearch, label, hint }: { value: string; onSearch: (q: string) => void; label: string; hint: string }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="w-full sm:max-w-md">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onSearch(text);
        }}
        placeholder={hint}
        autoComplete="off"
        enterKeyHint="search"
        className={`mt-1.5 ${controlClasses}`}
      />
    </div>
  );
}
