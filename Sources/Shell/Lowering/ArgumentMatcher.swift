import Diagnostics
import ViewEngine
import ViewSyntax

/// Binds written arguments and trailing closures to a signature's parameters, Swift
/// style: labelled arguments by label, in order; an unlabelled argument takes the next
/// parameter (labels may be left out where the order makes them unambiguous).
enum ArgumentMatcher {
    struct Bound {
        var values: [(parameter: Signature.Parameter, argument: Argument)] = []
        var closures: [(parameter: Signature.ClosureParameter, closure: Closure, range: SourceRange)] = []
    }

    enum Failure: Error {
        case unknownLabel(String, SourceRange)
        case missing(String)
        case tooMany(SourceRange)
        case mismatch(parameter: Signature.Parameter, argument: Argument, expected: String)
        case unexpectedClosure(SourceRange)
        /// A label written after one that comes later in the signature (Swift: "must precede").
        case outOfOrder(String, before: String, SourceRange)
    }

    static func match(_ arguments: [Argument], trailing: [TrailingClosure], to signature: Signature) -> Result<Bound, Failure> {
        var bound = Bound()
        var next = 0
        let parameters = signature.parameters
        var usedClosures = Set<String>()
        for argument in arguments {
            if let label = argument.label {
                if let closureParameter = signature.closures.first(where: { $0.label == label }),
                   case .closure(let closure) = argument.value.kind {
                    bound.closures.append((closureParameter, closure, argument.range))
                    usedClosures.insert(label)
                    continue
                }
                guard let index = parameters.indices.first(where: { $0 >= next && parameters[$0].label == label }) else {
                    if parameters[..<next].contains(where: { $0.label == label }), let previous = bound.values.last?.parameter.label {
                        return .failure(.outOfOrder(label, before: previous, argument.labelRange ?? argument.range))
                    }
                    return .failure(.unknownLabel(label, argument.labelRange ?? argument.range))
                }
                if let skipped = parameters[next..<index].first(where: { !$0.isOptional }) {
                    if let later = arguments.first(where: { $0.label != nil && $0.label == skipped.label }) {
                        return .failure(.outOfOrder(skipped.label!, before: label, later.labelRange ?? later.range))
                    }
                    return .failure(.missing(skipped.label ?? skipped.name))
                }
                if let problem = kindProblem(argument.value, parameters[index].kind) {
                    return .failure(.mismatch(parameter: parameters[index], argument: argument, expected: problem))
                }
                bound.values.append((parameters[index], argument))
                next = index + 1
            } else {
                guard next < parameters.count else { return .failure(.tooMany(argument.range)) }
                if let problem = kindProblem(argument.value, parameters[next].kind) {
                    return .failure(.mismatch(parameter: parameters[next], argument: argument, expected: problem))
                }
                bound.values.append((parameters[next], argument))
                next += 1
            }
        }
        if let missing = parameters[next...].first(where: { !$0.isOptional }) {
            return .failure(.missing(missing.label ?? missing.name))
        }
        for closure in trailing {
            let parameter: Signature.ClosureParameter?
            if let label = closure.label {
                parameter = signature.closures.first { $0.label == label && !usedClosures.contains(label) }
                if parameter == nil { return .failure(.unknownLabel(label, closure.labelRange ?? closure.closure.range)) }
            } else {
                parameter = signature.closures.first { !usedClosures.contains($0.label) }
            }
            guard let parameter else { return .failure(.unexpectedClosure(closure.closure.range)) }
            usedClosures.insert(parameter.label)
            bound.closures.append((parameter, closure.closure, closure.closure.range))
        }
        if let missing = signature.closures.first(where: { !$0.isOptional && !usedClosures.contains($0.label) }) {
            return .failure(.missing(missing.label))
        }
        return .success(bound)
    }

    /// Why a literal cannot be this kind of argument (nil when it can, or cannot be known yet).
    static func kindProblem(_ expr: Expr, _ kind: ArgumentKind) -> String? {
        switch (kind, expr.kind) {
        case (.number, .string), (.number, .bool), (.number, .list), (.number, .closure), (.number, .view):
            return "a number"
        case (.number, .implicitMember(let name)) where name != "infinity":
            return "a number"
        case (.bool, .number), (.bool, .string), (.bool, .implicitMember):
            return "true or false"
        case (.edges, .implicitMember), (.edges, .list):
            return nil
        case (.edges, _):
            return "edges such as .horizontal or [.top, .leading]"
        case (.alignment, .implicitMember), (.guide, .implicitMember), (.contentMode, .implicitMember):
            return nil
        case (.alignment, .member), (.alignment, .call), (.guide, .member):
            return nil  // `Alignment.top`, `Alignment(horizontal:vertical:)`, `VerticalAlignment.center` (§18.1)
        case (.length, .string), (.length, .bool), (.length, .list), (.length, .closure), (.length, .view):
            return "a length (a number of 0 or more)"
        case (.length, .implicitMember(let name)) where name != "infinity":
            return "a length (a number of 0 or more)"
        case (.binding, .binding), (.binding, .identifier):
            return nil
        case (.binding, _) where expr.isPartBinding:
            return nil  // `$settings.sounds`, `$chores[i].done`
        case (.binding, _):
            return "a binding to a state or to a part of one ($isOn, $settings.sounds)"
        case (.choice(_, _), .implicitMember):
            return nil
        case (.choice(let noun, let names), _):
            return "a \(noun) such as .\(names[0])"
        case (.alignment, _):
            return "an alignment such as .topLeading"
        case (.guide, _):
            return "an alignment guide such as .leading"
        case (.contentMode, _):
            return ".fit or .fill"
        case (.keyPath, .keyPath):
            return nil
        case (.keyPath, _):
            return "a key path such as \\.font"
        case (.view, .number), (.view, .string), (.view, .bool), (.view, .implicitMember), (.view, .list), (.view, .closure):
            return "a view"
        case (.expression, .view), (.number, .conditional), (.expression, .conditional):
            return "a value"
        default:
            return nil
        }
    }
}

extension Lowerer {
    /// Reports a failed match with the words a Swift developer expects.
    mutating func report(_ failure: ArgumentMatcher.Failure, callName: String, signatures: [Signature], range: SourceRange) {
        switch failure {
        case .unknownLabel(let label, let labelRange):
            let labels = Array(Set(signatures.flatMap(\.labels))).sorted()
            if labels.contains(label) {
                // `.frame(width: 50, maxWidth: 100)`: both labels exist, in different forms.
                error("'\(label)' cannot be combined with the other arguments of \(callName): they belong to different forms of it",
                      at: labelRange)
            } else {
                error("unknown argument label '\(label)' for \(callName)", at: labelRange, suggesting: label, from: labels)
            }
        case .missing(let name):
            error("missing argument '\(name)' for \(callName)", at: range)
        case .tooMany(let argumentRange):
            error("too many arguments for \(callName)", at: argumentRange)
        case .mismatch(let parameter, let argument, let expected):
            let name = parameter.label.map { "'\($0)'" } ?? "its argument"
            error("\(callName) expects \(expected) for \(name)", at: argument.value.range)
        case .unexpectedClosure(let closureRange):
            error("\(callName) does not take a closure", at: closureRange)
        case .outOfOrder(let label, let previous, let labelRange):
            error("argument '\(label)' of \(callName) must precede argument '\(previous)'", at: labelRange)
        }
    }
}
