/**
* | output |
* | --- |
* | "Use authenticator app" |
*
* @param {Superadmin_Use_AppInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const superadmin_use_app: ((inputs?: Superadmin_Use_AppInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Superadmin_Use_AppInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Superadmin_Use_AppInputs = {};
