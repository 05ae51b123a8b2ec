/**
 * The owner's side of the site's projects: the list (built-in and published jobs, hidden ones too),
 * publishing a finished job, editing, hiding and showing, ordering, and new photos. Every change
 * bumps the site's version in its own transaction, under the state row's lock, so each server renders
 * its pages again on its next request and none ever shows half a change.
 */
import type { Database, Executor } from "../../db";
import { builtInProjects } from "../../../shared/built-in-projects";
import {
  cityOfLocation,
  locationOfCity,
  projectPagePath,
  siteMessages,
  slugFrom,
  type PublishJobInput,
  type SiteProject,
  type SiteProjectFields,
} from "../../../shared/site/content";
import { orderProjects } from "../../../shared/site/merge";
import type { OwnerSiteProject } from "../../../shared/site/responses";
import { badRequest, conflict, notFound } from "../../errors";
import { findContractById, lockContractRow } from "../contracts/storage";
import { findStandingCompletion } from "../completion/storage";
import { findUploadPhoto, listContractPhotos } from "../../photos/photo-storage";
import {
  bumpSiteVersion,
  findSiteProjectByContract,
  findSiteProjectRow,
  listSiteProjectRows,
  lockSiteState,
  readSiteState,
  saveSiteProjectRow,
  type SiteProjectRow,
} from "./storage";
import { contractNotFound } from "../contracts/contracts";
import { preparePhotos, type IncomingPhoto } from "../../photos/prepare";
import { siteImageIdOf, siteProjectOf } from "./site-changes";
import { discardSiteImages, makeSiteImages } from "./site-images";

const projectNotFound = () => notFound("SITE_PROJECT_NOT_FOUND", "No such project on the site.");
const builtInById = new Map(builtInProjects.map((project) => [project.id, project]));

function thumbnailOf(name: string): string {
  const siteImageId = siteImageIdOf(name);
  return siteImageId ? `/api/site-images/${siteImageId}-480.webp` : `/api/assets/${name}-480.webp`;
}

function ownerView(project: SiteProject, row: SiteProjectRow | undefined): OwnerSiteProject {
  return {
    ...project,
    builtIn: builtInById.has(project.id),
    published: row?.published ?? true,
    changed: builtInById.has(project.id) && row !== undefined,
    contractId: row?.contractId ?? null,
    city: cityOfLocation(project.location),
    thumbnails: project.images.map(thumbnailOf),
    url: projectPagePath(project),
  };
}

/** Every project in the site's order, hidden ones included, as the owner's list shows them. */
export async function listOwnerProjects(db: Executor): Promise<{ projects: OwnerSiteProject[]; version: number }> {
  const [rows, state] = [await listSiteProjectRows(db), await readSiteState(db)];
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const all = [
    ...builtInProjects.map((project) => {
      const row = rowById.get(project.id);
      return row ? siteProjectOf(row) : project;
    }),
    ...rows.filter((row) => !row.builtIn).map(siteProjectOf),
  ];
  return { projects: orderProjects(all, state.projectOrder).map((project) => ownerView(project, rowById.get(project.id))), version: state.version };
}

async function ownerProject(db: Executor, id: string): Promise<OwnerSiteProject> {
  const row = await findSiteProjectRow(db, id);
  const project = row ? siteProjectOf(row) : builtInById.get(id);
  if (!project) throw projectNotFound();
  return ownerView(project, row);
}

/** The project as it stands now, built-in or stored, for a change to start from. */
async function currentProject(tx: Executor, id: string): Promise<{ project: SiteProject; row: SiteProjectRow | undefined }> {
  const row = await findSiteProjectRow(tx, id);
  const project = row ? siteProjectOf(row) : builtInById.get(id);
  if (!project) throw projectNotFound();
  return { project, row };
}

/** A slug no other project has (built-in or stored): "patio", "patio-2", … */
async function freeSlug(tx: Executor, title: string, exceptId?: string): Promise<string> {
  const taken = new Set([
    ...builtInProjects.filter((project) => project.id !== exceptId).map((project) => project.slug),
    ...(await listSiteProjectRows(tx)).filter((row) => row.id !== exceptId).map((row) => row.slug),
  ]);
  const base = slugFrom(title);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

function rowOf(project: SiteProject, extra: { builtIn: boolean; published: boolean; contractId?: string | null }) {
  return {
    id: project.id,
    builtIn: extra.builtIn,
    contractId: extra.contractId ?? null,
    published: extra.published,
    title: project.title,
    slug: project.slug,
    categories: project.categories,
    shortDescription: project.shortDescription,
    alt: project.alt,
    location: project.location ?? null,
    projectDate: project.date,
    type: project.type,
    images: project.images,
  };
}

const withFields = (project: SiteProject, fields: SiteProjectFields): SiteProject => ({
  ...project,
  title: fields.title,
  shortDescription: fields.shortDescription,
  alt: fields.alt,
  categories: fields.categories,
  location: locationOfCity(fields.city),
  date: fields.date,
  type: fields.type,
});

export async function jobSiteProject(db: Database, contractId: string): Promise<OwnerSiteProject | null> {
  const contract = await findContractById(db, contractId.toLowerCase());
  if (!contract) throw contractNotFound();
  const row = await findSiteProjectByContract(db, contract.id);
  return row ? ownerView(siteProjectOf(row), row) : null;
}

/**
 * Publishes a completed job. The photos' variants are made and stored first (the slow part, outside
 * any lock); the project row, its place at the top of the owner's order and the new version follow in
 * one transaction. Anything failing on the way deletes the variants again: the site stays as it was.
 */
export async function publishJob(db: Database, contractId: string, input: PublishJobInput): Promise<OwnerSiteProject> {
  const contract = await findContractById(db, contractId.toLowerCase());
  if (!contract) throw contractNotFound();
  if (!(await findStandingCompletion(db, contract.id))) throw conflict("JOB_NOT_COMPLETE", "Mark the job complete before publishing it on the site.");
  if (await findSiteProjectByContract(db, contract.id)) throw conflict("ALREADY_PUBLISHED", "This job is already on the site.");
  const jobPhotoIds = new Set((await listContractPhotos(db, contract.id)).map((photo) => photo.id));
  const photos: Buffer[] = [];
  for (const id of input.photoIds) {
    const photo = jobPhotoIds.has(id) ? await findUploadPhoto(db, id) : undefined;
    if (!photo)
      throw badRequest("VALIDATION_FAILED", "One of the chosen photos is not this job's: reload the page.", {
        photoIds: "One of the chosen photos is not this job's: reload the page.",
      });
    photos.push(photo.data);
  }
  const images = await makeSiteImages(db, photos);
  try {
    const id = `job-${contract.id}`;
    const saved = await db.transaction(async (tx) => {
      await lockContractRow(tx, contract.id);
      if (await findSiteProjectByContract(tx, contract.id)) throw conflict("ALREADY_PUBLISHED", "This job is already on the site.");
      if (!(await findStandingCompletion(tx, contract.id)))
        throw conflict("JOB_NOT_COMPLETE", "Mark the job complete before publishing it on the site.");
      const state = await lockSiteState(tx);
      const project: SiteProject = withFields({ id, slug: await freeSlug(tx, input.title), images } as SiteProject, input);
      const row = await saveSiteProjectRow(tx, rowOf(project, { builtIn: false, published: true, contractId: contract.id }));
      await bumpSiteVersion(tx, state.projectOrder ? { projectOrder: [id, ...state.projectOrder.filter((other) => other !== id)] } : {});
      return row;
    });
    return ownerView(siteProjectOf(saved), saved);
  } catch (error) {
    await discardSiteImages(db, images).catch(() => {});
    throw error;
  }
}

export async function updateSiteProject(db: Database, id: string, fields: SiteProjectFields): Promise<OwnerSiteProject> {
  await db.transaction(async (tx) => {
    await lockSiteState(tx);
    const { project, row } = await currentProject(tx, id);
    const slug = fields.title === project.title ? project.slug : await freeSlug(tx, fields.title, id);
    const changed = withFields({ ...project, slug }, fields);
    await saveSiteProjectRow(tx, rowOf(changed, { builtIn: builtInById.has(id), published: row?.published ?? true, contractId: row?.contractId }));
    await bumpSiteVersion(tx);
  });
  return ownerProject(db, id);
}

export async function setSiteProjectShown(db: Database, id: string, shown: boolean): Promise<OwnerSiteProject> {
  await db.transaction(async (tx) => {
    await lockSiteState(tx);
    const { project, row } = await currentProject(tx, id);
    if ((row?.published ?? true) === shown) return;
    await saveSiteProjectRow(tx, rowOf(project, { builtIn: builtInById.has(id), published: shown, contractId: row?.contractId }));
    await bumpSiteVersion(tx);
  });
  return ownerProject(db, id);
}

export async function orderSiteProjects(db: Database, order: string[]) {
  await db.transaction(async (tx) => {
    await lockSiteState(tx);
    const ids = new Set([...builtInProjects.map((project) => project.id), ...(await listSiteProjectRows(tx)).map((row) => row.id)]);
    if (order.length !== ids.size || new Set(order).size !== order.length || order.some((id) => !ids.has(id))) {
      throw badRequest("VALIDATION_FAILED", siteMessages.order, { order: siteMessages.order });
    }
    await bumpSiteVersion(tx, { projectOrder: order });
  });
  return listOwnerProjects(db);
}

/**
 * New photos for a project, in the order sent: checked and re-encoded like every upload (types,
 * sizes, pixels, metadata), then made into the site's variants, then swapped in with a new version.
 * The old photos made for the site are deleted once nothing shows them.
 */
export async function replaceSiteProjectPhotos(db: Database, id: string, incoming: IncomingPhoto[], maxPhotos: number): Promise<OwnerSiteProject> {
  await currentProject(db, id);
  if (incoming.length === 0) throw badRequest("VALIDATION_FAILED", siteMessages.photos, { photos: siteMessages.photos });
  if (incoming.length > maxPhotos) throw badRequest("TOO_MANY_PHOTOS", siteMessages.tooManyPhotos, { photos: siteMessages.tooManyPhotos });
  const prepared = await preparePhotos(incoming);
  const images = await makeSiteImages(
    db,
    prepared.map((photo) => photo.data),
  );
  let previous: string[] = [];
  try {
    await db.transaction(async (tx) => {
      await lockSiteState(tx);
      const { project, row } = await currentProject(tx, id);
      previous = project.images;
      await saveSiteProjectRow(
        tx,
        rowOf({ ...project, images }, { builtIn: builtInById.has(id), published: row?.published ?? true, contractId: row?.contractId }),
      );
      await bumpSiteVersion(tx);
    });
  } catch (error) {
    await discardSiteImages(db, images).catch(() => {});
    throw error;
  }
  await discardSiteImages(db, previous).catch(() => {});
  return ownerProject(db, id);
}
