/// The words of API documents, as the planner reads them: what the name of
/// a path segment, a property or a parameter says (a title, an id, a date,
/// a secret, a page size), and the English of command words (`people` →
/// `person`).
///
/// Every member is a pure function of names, descriptions and schema
/// shapes, with no document or plan, so that the rules by which
/// `explore api add` reads a name can be read, and tested, apart from how
/// it plans a resource.
package enum Vocabulary {}
