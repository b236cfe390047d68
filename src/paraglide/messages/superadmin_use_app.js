/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Superadmin_Use_AppInputs */

const en_superadmin_use_app = /** @type {(inputs: Superadmin_Use_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use authenticator app`)
};

const hi_superadmin_use_app = /** @type {(inputs: Superadmin_Use_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑथेंटिकेटर ऐप इस्तेमाल करें`)
};

/**
* | output |
* | --- |
* | "Use authenticator app" |
*
* @param {Superadmin_Use_AppInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const superadmin_use_app = /** @type {((inputs?: Superadmin_Use_AppInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Superadmin_Use_AppInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_superadmin_use_app(inputs)
	return en_superadmin_use_app(inputs)
});