/**
* | output |
* | --- |
* | "{count} other session will be signed out, and whoever uses it must log in again. This device stays signed in." |
*
* @param {Profile_Sessions_Confirm_OneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_confirm_one: ((inputs: Profile_Sessions_Confirm_OneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_Confirm_OneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_Confirm_OneInputs = {
    count: NonNullable<unknown>;
};
