// @vitest-environment node
import { describe, expect, it } from "vitest";

import { problemLine } from "./server-page.ts";

describe("problemLine", () => {
  it("writes the English and Arabic lines as label, colon, message", () => {
    expect(problemLine("en", "Name", "Name is required")).toBe("Name: Name is required");
    // A message that names its field itself is not named twice.
    expect(
      problemLine("en", "Thickness in µm", "Thickness in µm: enter a number from 5 to 500"),
    ).toBe("Thickness in µm: enter a number from 5 to 500");
    expect(
      problemLine(
        "fr",
        "Épaisseur en µm",
        "Épaisseur en µm\u00a0: indiquez un nombre compris entre 5 et 500",
      ),
    ).toBe("Épaisseur en µm\u00a0: indiquez un nombre compris entre 5 et 500");
    expect(problemLine("ar", "الاسم", "الاسم مطلوب")).toBe("الاسم: الاسم مطلوب");
  });

  it("puts a no-break space before the French colon and goes on in lower case", () => {
    expect(problemLine("fr", "Nom", "Le nom est obligatoire")).toBe(
      "Nom\u00a0: le nom est obligatoire",
    );
    expect(problemLine("fr", "E-mail", "L’adresse e-mail est obligatoire")).toBe(
      "E-mail\u00a0: l’adresse e-mail est obligatoire",
    );
  });

  it("goes on in lower case after a French imperative joined to its pronoun", () => {
    expect(
      problemLine(
        "fr",
        "Créneaux souhaités",
        "Indiquez-nous deux ou trois créneaux qui vous conviennent",
      ),
    ).toBe("Créneaux souhaités\u00a0: indiquez-nous deux ou trois créneaux qui vous conviennent");
  });

  it("keeps the case of a French first word that is a name, not a sentence's start", () => {
    expect(problemLine("fr", "Téléphone", "WhatsApp ne répond pas")).toBe(
      "Téléphone\u00a0: WhatsApp ne répond pas",
    );
    expect(problemLine("fr", "Photos", "IMG_0412.HEIC n’est pas une photo JPEG")).toBe(
      "Photos\u00a0: IMG_0412.HEIC n’est pas une photo JPEG",
    );
    expect(problemLine("fr", "Photos", "Ligne.jpg n’est pas une photo JPEG")).toBe(
      "Photos\u00a0: Ligne.jpg n’est pas une photo JPEG",
    );
    expect(problemLine("fr", "Photos", "Ligne-BOPP.jpg n’est pas une photo JPEG")).toBe(
      "Photos\u00a0: Ligne-BOPP.jpg n’est pas une photo JPEG",
    );
    expect(problemLine("fr", "Photos", "Photo-1.jpg n’est pas une photo JPEG")).toBe(
      "Photos\u00a0: Photo-1.jpg n’est pas une photo JPEG",
    );
  });
});
