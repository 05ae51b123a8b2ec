/** The id of a project's row on the Website projects page, so the contract page's Edit link lands on it. */
export const projectAnchor = (projectId: string) => `project-${projectId.replace(/[^A-Za-z0-9_-]/g, "-")}`;
