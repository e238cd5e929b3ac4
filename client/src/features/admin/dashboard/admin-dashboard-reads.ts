/** The inputs of the admin dashboard's two lists: the page asks with them, and the server reads ahead with them. */
export const pendingApplicationsInput = { status: 'pending', pageSize: 5 } as const;
export const recentActivityInput = { limit: 8 } as const;
