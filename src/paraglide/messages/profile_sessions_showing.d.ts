/**
* | output |
* | --- |
* | "Showing the {shown} most recent of {total} sessions." |
*
* @param {Profile_Sessions_ShowingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_showing: ((inputs: Profile_Sessions_ShowingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sessions_ShowingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Sessions_ShowingInputs = {
    shown: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
