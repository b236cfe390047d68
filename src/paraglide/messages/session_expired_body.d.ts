/**
* | output |
* | --- |
* | "Please log in again; you will be taken back to the page you were on." |
*
* @param {Session_Expired_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const session_expired_body: ((inputs?: Session_Expired_BodyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Expired_BodyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Session_Expired_BodyInputs = {};
