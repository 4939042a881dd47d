import type { FormType } from "@yq/form-schema/constants";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { FormSummary } from "../api/list-forms";
import { toastError } from "@/lib/toast";

const FORM_LIMIT_TITLE = "Form Limit Reached";
const FORM_LIMIT_MESSAGE =
  "You can only create one mowing quote form. Please edit your existing form or contact support for assistance.";

/** The builder's address for a new form of a type; /forms/new alone is a Mowing Quote. */
const newFormPath = (formType: FormType) =>
  formType === "mowing_quote" ? "/forms/new" : `/forms/new?type=${formType}`;

/**
 * New Form (and Create Quote System) asks for the form's type, then opens the builder for it. An
 * account may have one Mowing Quote, so choosing a second is blocked with the Form
 * Limit Reached toast; a Snow Removal Quote or Other can always be made. The server
 * enforces the same rule; this only spares the owner a builder they could not save.
 */
export function useNewFormAction(forms: FormSummary[] | undefined) {
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const limitReached = Boolean(forms?.some((form) => form.formType === "mowing_quote"));

  const choose = (formType: FormType) => {
    if (formType === "mowing_quote" && limitReached) {
      toastError(FORM_LIMIT_TITLE, FORM_LIMIT_MESSAGE);
      return;
    }
    setChoosing(false);
    navigate(newFormPath(formType));
  };

  return { startNewForm: () => setChoosing(true), choosing, setChoosing, choose, limitReached };
}
