/**
* | output |
* | --- |
* | "Back to the {title} home page" |
*
* @param {Privacy_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_back_home: ((inputs: Privacy_Back_HomeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Back_HomeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Back_HomeInputs = {
    title: NonNullable<unknown>;
};
