// Seed 001: "a form field reporting a validation error to a summary at the top".
key ValidationErrorsKey: [String] = [] reduce append
state email = "ada@"
state name = ""

vstack(alignment: .leading) <
  text "Sign up"
  text name .preference(key: ValidationErrorsKey, value: name.isEmpty ? ["Name is required"] : [])
  text email .preference(key: ValidationErrorsKey, value: ["Email is not valid"])
>
.backgroundPreferenceValue(ValidationErrorsKey, alignment: .bottom) { errors in
  vstack < foreach errors { message in text message } >
}

tree
prefs
step-frame
layout
