/**
* | output |
* | --- |
* | "Click the picture to upload a new one (image files only: {limits})." |
*
* @param {Profile_Picture_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_hint: ((inputs: Profile_Picture_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Picture_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Picture_HintInputs = {
    limits: NonNullable<unknown>;
};
