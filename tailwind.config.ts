import type { Config } from "tailwindcss";

/** Warm concrete and stone, with the brand's gold accent (#C4A448). */
export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        gold: { DEFAULT: "#C4A448", dark: "#7A6322", light: "#E9DDB5" },
        stone: { 950: "#1C1A17" },
      },
      fontFamily: {
        sans: ["Inter", "ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"],
      },
    },
  },
} satisfies Config;
