/**
* | output |
* | --- |
* | "{title} pages" |
*
* @param {Dash_PagesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_pages: ((inputs: Dash_PagesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_PagesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_PagesInputs = {
    title: NonNullable<unknown>;
};
