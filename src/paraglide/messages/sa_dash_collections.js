/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Dash_CollectionsInputs */

const en_sa_dash_collections = /** @type {(inputs: Sa_Dash_CollectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collections`)
};

const hi_sa_dash_collections = /** @type {(inputs: Sa_Dash_CollectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कलेक्शन`)
};

/**
* | output |
* | --- |
* | "Collections" |
*
* @param {Sa_Dash_CollectionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_dash_collections = /** @type {((inputs?: Sa_Dash_CollectionsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Dash_CollectionsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_dash_collections(inputs)
	return en_sa_dash_collections(inputs)
});