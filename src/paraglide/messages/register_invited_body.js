/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Register_Invited_BodyInputs */

const en_register_invited_body = /** @type {(inputs: Register_Invited_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Member ${i?.code} referred you: their Member ID is filled in for you on the next step.`)
};

const hi_register_invited_body = /** @type {(inputs: Register_Invited_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`मेंबर ${i?.code} ने आपको रेफ़र किया है: अगले चरण में उनकी मेंबर ID आपके लिए पहले से भरी होगी।`)
};

/**
* | output |
* | --- |
* | "Member {code} referred you: their Member ID is filled in for you on the next step." |
*
* @param {Register_Invited_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_invited_body = /** @type {((inputs: Register_Invited_BodyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Invited_BodyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_invited_body(inputs)
	return en_register_invited_body(inputs)
});