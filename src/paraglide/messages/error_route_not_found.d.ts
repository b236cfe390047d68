/**
* | output |
* | --- |
* | "Route {method} {path} not found" |
*
* @param {Error_Route_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_route_not_found: ((inputs: Error_Route_Not_FoundInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Route_Not_FoundInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Route_Not_FoundInputs = {
    method: NonNullable<unknown>;
    path: NonNullable<unknown>;
};
