/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Funnel_RegistrationsInputs */

const en_tree_funnel_registrations = /** @type {(inputs: Tree_Funnel_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrations`)
};

const hi_tree_funnel_registrations = /** @type {(inputs: Tree_Funnel_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रजिस्ट्रेशन`)
};

/**
* | output |
* | --- |
* | "Registrations" |
*
* @param {Tree_Funnel_RegistrationsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_funnel_registrations = /** @type {((inputs?: Tree_Funnel_RegistrationsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Funnel_RegistrationsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_funnel_registrations(inputs)
	return en_tree_funnel_registrations(inputs)
});