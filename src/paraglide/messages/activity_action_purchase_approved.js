/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_Purchase_ApprovedInputs */

const en_activity_action_purchase_approved = /** @type {(inputs: Activity_Action_Purchase_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase approved`)
};

const hi_activity_action_purchase_approved = /** @type {(inputs: Activity_Action_Purchase_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद स्वीकृत`)
};

/**
* | output |
* | --- |
* | "Purchase approved" |
*
* @param {Activity_Action_Purchase_ApprovedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_purchase_approved = /** @type {((inputs?: Activity_Action_Purchase_ApprovedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_Purchase_ApprovedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_purchase_approved(inputs)
	return en_activity_action_purchase_approved(inputs)
});