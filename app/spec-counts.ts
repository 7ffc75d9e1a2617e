// How many of each record the spec's pages show (the spec's sections 2 and 9), in one place: the tests count
// the test owners' pages against it, and the build notes another owner's list of another length
// (content-checks.ts), which it still publishes.

/** Home's Technical Expertise grid, and About's skills icon grid. */
export const SKILL_COUNT = 6;
/** The Work Experience timeline's entries. */
export const EXPERIENCE_COUNT = 3;
/** Each timeline entry's bullet points. */
export const EXPERIENCE_POINT_COUNT = 4;
/** The projects, and the home page's featured projects; one of the projects is in progress. */
export const PROJECT_COUNT = 3;
export const DEGREE_COUNT = 4;
export const CERTIFICATION_COUNT = 2;
/** Connect With Me: professional network, code hosting and email. */
export const EXTERNAL_LINK_COUNT = 3;
/** The Contact Information card: email, professional network and location. */
export const CONTACT_INFO_COUNT = 3;
/** The contact page's "Open to" chips. */
export const OPEN_TO_COUNT = 5;
/** The AI Ethics Statement's commitments. */
export const ETHICS_COMMITMENT_COUNT = 5;
