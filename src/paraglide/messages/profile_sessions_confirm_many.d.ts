/**
* | output |
* | --- |
* | "{count} other sessions will be signed out, and whoever uses them must log in again. This device stays signed in." |
*
* @param {Profile_Sessions_Confirm_ManyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_confirm_many: ((inputs: Profile_Sessions_Confirm_ManyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_Confirm_ManyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_Confirm_ManyInputs = {
    count: NonNullable<unknown>;
};
