/// The bounds that keep one command short and small (issue 10: list and string sizes, the work
/// meter, the interpreter's steps, the expanded tree) are the product's; the fuzzing build
/// (scripts/fuzz's coverage-instrumented modules, compiled with `-D VIEWSH_FUZZING`) divides
/// each by `boundsDivisor`, the way SQLite's fuzzers lower its length limits and bound each
/// input's steps. An input reaches every bound ten times sooner, so the fuzzer spends its time
/// on paths rather than on filling 100,000-element lists, and a slow input (over 5 s) means work
/// out of proportion to the bounds, not many statements that each use them up legitimately.
/// The product build, the tests and the structured fuzzer keep the real bounds (Docs/Fuzzing.md).
public enum FuzzingBuild {
    #if VIEWSH_FUZZING
    public static let boundsDivisor = 10
    #else
    public static let boundsDivisor = 1
    #endif
}
