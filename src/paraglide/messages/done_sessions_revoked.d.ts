/**
* | output |
* | --- |
* | "Signed out of {count} other sessions." |
*
* @param {Done_Sessions_RevokedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_sessions_revoked: ((inputs: Done_Sessions_RevokedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Sessions_RevokedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Sessions_RevokedInputs = {
    count: NonNullable<unknown>;
};
