/**
 * The proof of work (SPAM_PROOF_OF_WORK), shared by the form and the server: the JSON field that
 * carries the solution, and the flag the served /contact (or a fresh form token) carries when the
 * server asks for one. Off, the form never asks for a challenge nor loads the solver.
 */
export const proofOfWorkField = 'proofOfWork';
export const proofOfWorkFlag = 'data-proof-of-work';
