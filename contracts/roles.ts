/**
 * The roles of a workspace's members (issue 24) and which of them each kind of endpoint allows. Every
 * signed-in endpoint of the contract names its roles (contracts/http.ts); the backend refuses the
 * others with 403 before the handler runs, and the OpenAPI description lists them.
 */
export const WORKSPACE_ROLES = ['owner', 'hr_manager', 'auditor', 'analyst'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** What the UI calls them. */
export const roleLabels: Readonly<Record<WorkspaceRole, string>> = {
  owner: 'Eigenaar',
  hr_manager: 'HR-manager',
  auditor: 'Auditor',
  analyst: 'Analist',
};

export const roles = {
  /**
   * One's own account, session and workspaces: open to every signed-in account, also one that is no
   * longer a member of the workspace its token names. Recognised by identity (bind.ts): a list of all
   * four roles written out otherwise (`readers`) still requires membership.
   */
  everyone: WORKSPACE_ROLES,
  /** HR work: companies, employees, libraries, templates, conversations, AI, mails, exports. */
  hr: ['owner', 'hr_manager'],
  /** Reading conversations, their log and as-of view, and the master data around them. */
  hrAndAuditor: ['owner', 'hr_manager', 'auditor'],
  /** Figures without personal notes: dashboard counts, growth, the trend analysis. */
  hrAndAnalyst: ['owner', 'hr_manager', 'analyst'],
  /** Figures every reader may see. */
  readers: ['owner', 'hr_manager', 'auditor', 'analyst'],
  /** The plan, payments, members and roles. */
  owner: ['owner'],
} as const satisfies Record<string, readonly WorkspaceRole[]>;
