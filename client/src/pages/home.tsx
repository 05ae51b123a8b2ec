import { business } from "@shared/business";

/** Placeholder until the marketing site lands: proves the shell, styles and routing work. */
export default function HomePage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-6 px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-dark">Toronto &amp; GTA</p>
      <h1 className="text-4xl font-bold tracking-tight text-stone-950 sm:text-5xl">{business.name}</h1>
      <p className="text-lg text-stone-700">Stamped and broom finish concrete. The full website is on its way.</p>
      <a className="w-fit rounded-md bg-stone-950 px-5 py-3 font-semibold text-white" href={business.phoneHref}>
        Call {business.phoneDisplay}
      </a>
    </main>
  );
}
