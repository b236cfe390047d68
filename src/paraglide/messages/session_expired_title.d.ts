/**
* | output |
* | --- |
* | "Your session has expired" |
*
* @param {Session_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const session_expired_title: ((inputs?: Session_Expired_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Expired_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Session_Expired_TitleInputs = {};
