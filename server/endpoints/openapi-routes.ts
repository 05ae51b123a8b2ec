import type { SomeBindings } from "./binding";
import type { RouteDeps } from "./bindings";
import { openApiDocument } from "../openapi";

/** The API's own description, generated from the endpoint table and the schemas the routes answer with. */
export function openApiRoutes({ config }: RouteDeps) {
  return {
    openApi: ({ res }) => {
      res.json(openApiDocument(config.publicUrl));
    },
  } satisfies SomeBindings;
}
