import { Router } from "express";
import { openApiDocument } from "../openapi";

/** The API's own description, generated from the schemas the routes answer with. */
export function openApiRoutes(publicUrl: string) {
  const router = Router();
  router.get("/openapi.json", (_req, res) => {
    res.json(openApiDocument(publicUrl));
  });
  return router;
}
