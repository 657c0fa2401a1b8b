/** Who may do what: each kind of rule in its own file here. Import a file directly; this keeps `../policies` working. */
export * from './conversation-access';
