/**
 * The admin pages' layout route (see routes.tsx): the admin frame inside the shared query cache.
 * Loaded with the first admin page, as a chunk of its own, so the public pages never download it.
 */
import { AdminLayout } from "@/features/admin/admin-layout";
import { withData } from "./data-provider";

export default withData(AdminLayout);
