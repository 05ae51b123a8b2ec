/**
 * The owner's changes for `npm run bench:site -- --published`: signed in as the demo admin on the
 * freshly started built server, a built-in project gets a new title and two new photos (made into
 * variants by the server, as a published job's are) and a review is published, so the measured pages
 * are those the server renders at run time, not the build's files.
 */
import fs from "node:fs";
import sharp from "sharp";

const demoAdmin = { email: "admin@formaconcretegta.ca", password: "forma-demo-2024" };

export async function publishOwnerChanges(origin: string): Promise<string[]> {
  const headers = { Origin: origin, "Content-Type": "application/json" };
  const login = await fetch(`${origin}/api/admin/login`, { method: "POST", headers, body: JSON.stringify(demoAdmin) });
  if (!login.ok) throw new Error(`Sign-in failed (${login.status}): the bench needs the demo admin (no ADMIN_EMAIL set)`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const edit = await fetch(`${origin}/api/site/projects/p01`, {
    method: "PUT",
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({
      title: "Charcoal Ashlar Driveway, Published by the Owner",
      shortDescription: "A cracked asphalt double driveway replaced with stamped concrete in an ashlar slate pattern, sealed twice.",
      alt: "Stamped concrete driveway in a slate grey ashlar pattern with a charcoal border.",
      categories: ["Stamped Concrete"],
      city: "Etobicoke",
      date: "2026-11-20",
      type: "residential",
    }),
  });
  if (!edit.ok) throw new Error(`Editing the project failed (${edit.status}): ${await edit.text()}`);
  const form = new FormData();
  for (const name of ["stamped-ashlar-charcoal", "broom-driveway-light"]) {
    // A phone-sized JPEG, as the owner would send it.
    const photo = await sharp(fs.readFileSync(`assets/photos/${name}.jpg`))
      .resize(1600)
      .jpeg({ quality: 88 })
      .toBuffer();
    form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `${name}.jpg`);
  }
  const photos = await fetch(`${origin}/api/site/projects/p01/photos`, { method: "POST", headers: { Origin: origin, Cookie: cookie }, body: form });
  if (!photos.ok) throw new Error(`New photos failed (${photos.status}): ${await photos.text()}`);
  const project = ((await photos.json()) as { project: { url: string } }).project;
  const review = await fetch(`${origin}/api/site/reviews`, {
    method: "POST",
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({
      quote: "The crew poured our driveway in a day and left the street cleaner than they found it.",
      firstName: "Priya",
      city: "Etobicoke",
      rating: 5,
      date: "2026-11-22",
      source: "Google",
      consentToQuote: true,
      published: true,
      contractId: null,
    }),
  });
  if (!review.ok) throw new Error(`The review failed (${review.status}): ${await review.text()}`);
  return [project.url, "/projects/stamped", "/projects", "/", "/service-areas/etobicoke", "/gallery"];
}
