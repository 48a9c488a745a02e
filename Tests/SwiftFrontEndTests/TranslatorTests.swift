import Diagnostics
import Testing
@testable import SwiftFrontEnd
import ViewSyntax

/// The translation rules, construct by construct, as viewsh syntax dumps.
@Suite struct TranslatorTests {
    static func items(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let (script, messages) = translate(source)
        #expect(messages.filter { $0.hasPrefix("error") }.isEmpty, "\(messages)", sourceLocation: sourceLocation)
        return script
    }

    @Test(arguments: [
        // A view with parameters, a binding and a state.
        ("struct Row: View { let label: String; var width: CGFloat = 8; @Binding var h: CGFloat; @State private var n = 0\n var body: some View { Text(label).frame(width: width) } }",
         "(state n = 0)\n(view Row(label: String, width: CGFloat = 8, h: Binding<CGFloat>) = (modified (text label) .frame(width:width)))"),
        // Computed properties, constants and helper functions are inlined.
        ("struct A: View { let n = 3; var title: String { \"x\" + \"y\" }\n func row(_ s: String) -> some View { Text(s) }\n var body: some View { VStack { row(title); Text(verbatim: \"\\(n)\") } } }",
         "(view A = (vstack < (text (+ \"x\" \"y\")) (text \"\\(3)\") >))"),
        // A generic container is expanded where it is used.
        ("struct Card<C: View>: View { @ViewBuilder let content: C\n var body: some View { content.padding() } }\nstruct A: View { var body: some View { Card { Text(\"a\") } } }",
         "(view A = (modified (text \"a\") .padding))"),
        // if let, switch and ForEach over indices.
        ("enum M { case a, b }\nstruct A: View { @State var m: M = .a; @State var t: String? = nil\n var body: some View { VStack { if let t { Text(t) }\n switch m { case .a: Text(\"A\"); default: EmptyView() }\n ForEach(xs.indices, id: \\.self) { i in Text(xs[i]) } } } }",
         "(state m: M = .a)\n(state t: String? = nil)\n(view A = (vstack < (if (!= t nil) < (text t) >) (if (== m .a) < (text \"A\") > else < (empty) >) (foreach (..< 0 (member xs count)) id:\\.self {i in (text (subscript xs i))}) >))"),
        // A preference key with statements: guard, let and return are viewsh's own.
        ("struct K: PreferenceKey { static var defaultValue: String = \"\"\n static func reduce(value: inout String, nextValue: () -> String) { guard value.isEmpty else { return }\n let next = nextValue()\n value = next } }",
         "(key K: String = \"\" {value in (guard (member value isEmpty) else {(return)}) (let next = (call nextValue)) (= value next)})"),
        // What viewsh's statements lack is rewritten: if with several conditions nests, guard
        // splits, for-where continues, while-let guards, repeat-while breaks at its end.
        ("struct K: PreferenceKey { static var defaultValue: [Int] = []\n static func reduce(value: inout [Int], nextValue: () -> [Int]) { var n = 0\n for x in nextValue() where x > 0 { if let last = value.last, last < x, n < 3 { value.append(x) } else { n += 1 } }\n guard n < 10, let first = value.first else { return }\n while let y = value.last, y > first { value = [] }\n repeat { n -= 1 } while n > 0 } }",
         "(key K: [Int] = (list) {value in (var n = 0) (for x in (call nextValue) {(guard (> x 0) else {(continue)}) (if let last = (member value last) {(if (&& (< last x) (< n 3)) {(call (member value append) x)} else {(+= n 1)})} else {(+= n 1)})}) (guard (< n 10) else {(return)}) (guard let first = (member value first) else {(return)}) (while true {(guard let y = (member value last) else {(break)}) (guard (> y first) else {(break)}) (= value (list))}) (while true {(-= n 1) (if (! (> n 0)) {(break)})})})"),
        // Closures for list methods, key paths as closures, operators as functions, optional chaining.
        ("struct A: View { var xs: [CGSize]? = nil\n var body: some View { Text(\"\\(xs?.map(\\.width).reduce(0, +) ?? 0) \\(xs?.first?.width ?? 1)\").opacity([1, 2].contains(2) ? 1 : 0) } }",
         "(view A(xs: [CGSize]? = nil) = (modified (text \"\\((?? (? (== xs nil) nil (call (member (call (member xs map) {(member $0 width)}) reduce) 0 +)) 0)) \\((?? (? (== (? (== xs nil) nil (member xs first)) nil) nil (? (== xs nil) nil (member (member xs first) width))) 1))\") .opacity((? (call (member (list 1 2) contains) 2) 1 0))))"),
        // An environment read is a parameter the view fills from the environment where it sits.
        ("struct A: View { @Environment(\\.colorScheme) private var scheme\n var body: some View { Text(scheme == .dark ? \"D\" : \"L\") } }",
         "(view A(scheme: Environment = \\.colorScheme) = (text (? (== scheme .dark) \"D\" \"L\")))"),
        // ForEach over a binding: `{ x in }` is the Binding, `{ $x in }` the element; a part of a state too.
        ("struct A: View { @State var m = M()\n var body: some View { VStack { ForEach($m.xs) { x in Toggle(x.wrappedValue.t, isOn: x.on) }\n ForEach($m.xs) { $x in Text(x.t) } } } }",
         "(state m = (call M))\n(view A = (vstack < (foreach (..< 0 (member (member m xs) count)) id:\\.self {xIndex in (toggle (member (subscript (member m xs) xIndex) t) isOn:(member (subscript (member $m xs) xIndex) on))}) (foreach (..< 0 (member (member m xs) count)) id:\\.self {xIndex in (text (member (subscript (member m xs) xIndex) t))}) >))"),
        // A computed property of lets and a return: the lets inlined into the result.
        ("struct A: View { let n = 2\n var total: Int { let a = n * 2; let b = a + 1; return b * 3 }\n var body: some View { Text(verbatim: \"\\(total)\") } }",
         "(view A = (text \"\\((* (+ (* 2 2) 1) 3))\"))"),
        // Environment values and alignments.
        ("extension EnvironmentValues { @Entry var accent = \"blue\" }\nextension VerticalAlignment { enum Mid: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] / 2 } }\n static let mid = VerticalAlignment(Mid.self) }",
         "(envkey accent = \"blue\")\n(alignment mid: vertical {d in (/ (subscript d .bottom) 2)})"),
        // Modifiers: a ViewModifier, its extension, closures in parentheses, key .self, fonts.
        ("struct M: ViewModifier { func body(content: Content) -> some View { content.padding() } }\nextension View { func m() -> some View { modifier(M()) } }\nstruct K: PreferenceKey { static var defaultValue: CGFloat = 0; static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {} }\nstruct A: View { @State var w: CGFloat = 0\n var body: some View { Text(\"a\").m().font(.title.weight(.bold)).onPreferenceChange(K.self, perform: { w = $0 }) } }",
         "(modifier M = .padding)\n(modifier m = .padding)\n(key K: CGFloat = 0 {value in })\n(state w: CGFloat = 0)\n(view A = (modified (text \"a\") .m .font(.title) .onPreferenceChange(K){(= w $0)}))"),
        // Fixed-size fonts: .system(size:weight:) and .custom(_:size:) (with or without relativeTo:,
        // which changes nothing at the default Dynamic Type size) are .system(size:).
        ("struct A: View { var body: some View { VStack { Text(\"a\").font(.system(size: 12, weight: .bold)); Text(\"b\").font(.custom(\"Avenir\", size: 20, relativeTo: .title)); Text(\"c\").font(.system(.title, design: .rounded)) } } }",
         "(view A = (vstack < (modified (text \"a\") .font((call .system size:12))) (modified (text \"b\") .font((call .system size:20))) (modified (text \"c\") .font(.title)) >))"),
        // NavigationStack's bar from its root as written (§17.5): a title in a view it names is
        // large; an explicit inline mode wins; .toolbar(.hidden) hides it; none is inline.
        ("struct R: View { var body: some View { Text(\"a\").navigationTitle(\"T\") } }\nstruct A: View { var body: some View { VStack { NavigationStack { R() }; NavigationView { Text(\"b\").navigationTitle(\"U\").navigationBarTitleDisplayMode(.inline) }; NavigationStack { Text(\"c\").toolbar(.hidden, for: .navigationBar) }; NavigationStack { Text(\"d\") } } } }",
         "(view R = (text \"a\"))\n(view A = (vstack < (navigationstack bar:.large < R >) (navigationstack bar:.inline < (text \"b\") >) (navigationstack bar:.hidden < (text \"c\") >) (navigationstack bar:.inline < (text \"d\") >) >))"),
        // A pushed or presented view's title is its own: it does not set the root's bar.
        ("struct A: View { var body: some View { NavigationStack { Text(\"a\").navigationTitle(\"T\").navigationDestination(for: Int.self) { _ in Text(\"b\").navigationBarTitleDisplayMode(.inline) }.sheet(isPresented: .constant(false)) { Text(\"c\").navigationBarTitleDisplayMode(.inline) } } } }",
         "(view A = (navigationstack bar:.large < (text \"a\") >))"),
        // NavigationLink (§17.6): title, value and label forms; every destination is dropped, and a
        // destination's title does not make the root's bar large.
        ("struct D: View { var body: some View { Text(\"d\").navigationTitle(\"D\") } }\nstruct A: View { var body: some View { NavigationStack { VStack { NavigationLink(\"a\") { D() }; NavigationLink(\"b\", destination: D()); NavigationLink(\"c\", value: 3); NavigationLink(value: 4) { Text(\"e\") }; NavigationLink(destination: D()) { Text(\"f\") }; NavigationLink { D() } label: { Text(\"g\") } } } } }",
         "(view D = (text \"d\"))\n(view A = (navigationstack bar:.inline < (vstack < (navigationlink \"a\") (navigationlink \"b\") (navigationlink \"c\") (navigationlink < (text \"e\") >) (navigationlink < (text \"f\") >) (navigationlink < (text \"g\") >) >) >))"),
        // TabView (§17.7): its views are its tabs; an iOS 18 Tab is its content tagged with its value,
        // several views, a ForEach or none still one tab; a ForEach in a Picker tags its views by id.
        ("struct A: View { var body: some View { TabView { Text(\"a\").tabItem { Label(\"A\", systemImage: \"a\") }.tag(0); Tab(\"B\", systemImage: \"b\", value: 1) { Text(\"b\"); Text(\"c\") }; Tab(\"C\", systemImage: \"c\") { ForEach(0..<2) { i in Text(\"x\") } }; Tab(\"D\", systemImage: \"d\") { } } } }",
         "(view A = (tabview < (modified (text \"a\") .tag(0)) (modified (vstack < (text \"b\") (text \"c\") >) .tag(1)) (vstack < (foreach (..< 0 2) {i in (text \"x\")}) >) (empty) >))"),
        ("struct P { var name: String }\nstruct A: View { @State var s = \"a\"; let ps = [P(name: \"a\")]\n var body: some View { Picker(\"T\", selection: $s) { ForEach(ps, id: \\.name) { p in Text(p.name) }; ForEach(ps) { p in Text(p.name).tag(\"z\") } } label: { Text(\"L\") } } }",
         "(state s = \"a\")\n(view A = (picker \"T\" selection:$s < (foreach (list (call P name:\"a\")) id:\\.name {p in (modified (text (member p name)) .tag((member p name)))}) (foreach (list (call P name:\"a\")) {p in (modified (text (member p name)) .tag(\"z\"))}) >))"),
        // withAnimation's body runs in its place, in a block of its own (the animation is ignored,
        // with a note); a view's own String enum reads its case names as raw values.
        ("struct A: View { @State var on = false\n var body: some View { Button(\"t\") { withAnimation(.spring) { let c = 1; on.toggle() }; let c = 2 } } }",
         "(state on = false)\n(view A = (button \"t\" {(if true {(let c = 1) (= on (! on))}) (let c = 2)}))"),
        // The counting idiom: an assignment through a defaulted subscript writes the plain key.
        ("struct K: PreferenceKey { static var defaultValue: [String: Int] = [:]\n static func reduce(value: inout [String: Int], nextValue: () -> [String: Int]) { for (k, v) in nextValue() { value[k, default: 0] += v; value[k, default: 1] = v } } }",
         "(key K: [String: Int] = (dictionary) {value in (for (k, v) in (call nextValue) {(= (subscript value k) (+ (subscript value k default:0) v)) (= (subscript value k) v)})})"),
        // Dictionaries: a literal and its sorted keys (sorted() without a closure is a plain method).
        ("struct A: View { let d = [\"b\": 1, \"a\": 2]\n var body: some View { Text(\"\\(d.keys.sorted())\") } }",
         "(view A = (text \"\\((call (member (member (dictionary (entry \"b\" 1) (entry \"a\" 2)) keys) sorted)))\"))"),
        // Values: Int() as viewsh's (truncating), .zero of a geometry type, Color members, conversions.
        ("struct A: View { @State var s: CGSize = .zero\n var body: some View { Text(verbatim: \"\\(Int(s.width))\").foregroundColor(Color.red).frame(width: CGFloat(10)) } }",
         "(state s: CGSize = (call CGSize width:0 height:0))\n(view A = (modified (text \"\\((call Int (member s width)))\") .foregroundColor(.red) .frame(width:10)))"),
        // Int division truncates where both sides are integers by their spelling (not literals
        // alone, which take their context's type); toggle, rounded, Array(repeating:count:).
        ("struct A: View { @State var n = 7; let columns: Int; @State var on = false\n var body: some View { Text(verbatim: \"\\(n / 2) \\(16 / 9) \\(n / columns) \\((n + 1) / 2.0)\").frame(width: (Double(n) / 3).rounded(.down)).onTapGesture(count: 2) { }.onAppear { var k = n; k /= 2; on.toggle(); n = Array(repeating: k, count: 2).count } } }",
         "(state n = 7)\n(state on = false)\n(view A(columns: Int) = (modified (text \"\\((call Int (/ n 2))) \\((/ 16 9)) \\((call Int (/ n columns))) \\((/ (+ n 1) 2.0))\") .frame(width:(call floor (/ (call Double n) 3))) .onTapGesture(count:2){} .onAppear{(var k = n) (= k (call Int (/ k 2))) (= on (! on)) (= n (member (call (member (..< 0 2) map) {_ in k}) count))}))"),
        // A switch over ranges: each case a pair of comparisons.
        ("struct A: View { let n: Int\n var body: some View { switch n { case 0..<3: Text(\"few\"); case 3...9: Text(\"some\"); default: Text(\"many\") } } }",
         "(view A(n: Int) = (if (&& (<= 0 n) (< n 3)) < (text \"few\") > else < (if (&& (<= 3 n) (<= n 9)) < (text \"some\") > else < (text \"many\") >) >))"),
        // Names viewsh reserves get a trailing underscore.
        ("struct A: View { let text: String; @State var offset: CGFloat = 0\n var body: some View { Text(text).offset(x: offset) } }",
         "(state offset: CGFloat = 0)\n(view A(text_: String) = (modified (text text_) .offset(x:offset)))"),
        // An observable's property is a state named by class and property, so a view's own
        // parameter of the same name is not it (§18.11).
        ("class S: ObservableObject { @Published var name = \"s\" }\nstruct Row: View { @EnvironmentObject var store: S; let name: String\n var body: some View { VStack { Text(name); Text(store.name) } } }",
         "(state s_name = \"s\")\n(view Row(name: String) = (vstack < (text name) (text s_name) >))"),
        // A helper that returns early: what follows the `if` is its else branch; `guard` likewise.
        ("struct A: View { @State var flag = true\n var content: Text { if flag { return Text(\"y\") }; return Text(\"n\") }\n var other: Text { guard flag else { return Text(\"g\") }; return Text(\"h\") }\n var body: some View { VStack { content; other } } }",
         "(state flag = true)\n(view A = (vstack < (if flag < (text \"y\") > else < (text \"n\") >) (if flag < (text \"h\") > else < (text \"g\") >) >))"),
        // A plain struct's memberwise defaults, read in its own scope (Self.k is R's, not A's), an
        // optional var's nil, a default viewsh cannot make left out; its computed property inlined
        // on the value read (not for a name a tuple type of the file also labels).
        ("struct R { static let k = 2; var n = 1; var m: Int = Self.k; var o: Int?; var u = UUID().uuidString\n var twice: Int { n * 2 } }\nstruct A: View { static let k = 9\n let pairs: [(twice: Int, x: Int)] = [(1, 2)]\n var body: some View { VStack { Text(verbatim: \"\\(R(n: 3).m) \\(R().o ?? 0)\"); Text(verbatim: \"\\(pairs[0].twice)\") } } }",
         "(view A = (vstack < (text \"\\((member (call R n:3 m:2 o:nil) m)) \\((?? (member (call R n:1 m:2 o:nil) o) 0))\") (text \"\\((member (subscript (list (tuple twice:1 x:2)) 0) twice))\") >))"),
        ("struct R { var n = 1\n var twice: Int { n * 2 } }\nstruct A: View { var body: some View { Text(verbatim: \"\\(R().twice)\") } }",
         "(view A = (text \"\\((* (member (call R n:1) n) 2))\"))"),
        // A computed property an extension adds to a model struct is inlined as the struct's own.
        ("struct R { var n = 1 }\nextension R { var twice: Int { n * 2 } }\nstruct A: View { var body: some View { Text(verbatim: \"\\(R().twice)\") } }",
         "(view A = (text \"\\((* (member (call R n:1) n) 2))\"))"),
        // A preview becomes the root; @Previewable states become states.
        ("struct A: View { var body: some View { EmptyView() } }\n#Preview { @Previewable @State var on = true\n A() }",
         "(view A = (empty))\n(state on = true)\n(root= A)"),
    ])
    func translates(source: String, expected: String) {
        #expect(Self.items(source) == expected)
    }

    /// `Self.` inside a static function names its type however deep the calls go (`M.a` →
    /// `Self.b` → `Self.c`), and a sibling static function may be called without a prefix.
    @Test func staticFunctionsCallEachOtherThroughSelfOrByName() {
        let script = Self.items("enum M {\n static func a(_ k: Int) -> Int { Self.b(k) + 1 }\n static func b(_ k: Int) -> Int { Self.c(k) * 2 }\n"
            + " static func c(_ k: Int) -> Int { d(k) - 3 }\n static func d(_ k: Int) -> Int { k }\n}\n"
            + "struct A: View { var body: some View { Text(verbatim: \"\\(M.a(5))\") } }")
        #expect(script == "(view A = (text \"\\((+ (* (- 5 3) 2) 1))\"))")
    }

    /// A name a view builder binds is read in an action as it was when the body ran: the action
    /// starts with its `let` (Docs/Swift.md, Tests/Swift/statements/CapturedLets.swift).
    @Test(arguments: [
        // A builder `let`: `n += 1` before the read does not change `d`.
        ("VStack { let d = n * 2\n Button(\"a\") { n += 1; k = d } }",
         "(button \"a\" {(let d = (* n 2)) (+= n 1) (= k d)})"),
        // `if let t`: `self.t` is the state, so the local takes another name.
        ("VStack { if let t { Button(\"a\") { self.t = nil; k = t.count } } }",
         "(if (!= t nil) < (button \"a\" {(let t_ = t) (= t nil) (= k (member t_ count))}) >)"),
        // ... one the action does not use itself.
        ("VStack { if let t { Button(\"a\") { let t_ = 1; self.t = nil; k = t.count + t_ } } }",
         "(if (!= t nil) < (button \"a\" {(let t__ = t) (let t_ = 1) (= t nil) (= k (+ (member t__ count) t_))}) >)"),
        // A name the action does not read is not declared.
        ("VStack { let d = n * 2\n Text(verbatim: \"\\(d)\"); Button(\"a\") { n += 1 } }",
         "(text \"\\((* n 2))\") (button \"a\" {(+= n 1)})"),
    ])
    func actionsReadBuilderValuesAsBound(body: String, expected: String) {
        let script = Self.items("struct A: View { @State var n = 1; @State var k = 0; @State var t: String? = \"x\"\n var body: some View { \(body) } }")
        #expect(script.contains(expected), "\(script)")
    }

    @Test func definitionsFollowWhatTheyUse() {
        let script = Self.items("struct A: View { var body: some View { B() } }\nstruct B: View { var body: some View { EmptyView() } }")
        #expect(script == "(view B = (empty))\n(view A = B)")
    }

    @Test(arguments: [
        ("struct A: View { var body: some View { Gauge(value: 0.4) { Text(\"a\") } } }", "error: 'Gauge' is not modelled by viewsh"),
        ("struct A: View { var body: some View { Text(\"a\").kerning(2) } }",
         "error: '.kerning' is not modelled by viewsh (it changes text width)"),
        ("struct A: View { @State var n: [String] = []\n var body: some View { Text(\"a\").task { n = await load() } } }",
         "note: ignored (what viewsh does not draw or load: bar contents, toolbars, presentations, pushed views, menus, images from URLs, "
            + "asynchronous tasks; a NavigationStack's bar height comes from its root's title, §17.5): .task"),
        ("struct A: View { @FocusState var on: Bool\n var body: some View { Text(on ? \"y\" : \"n\").focused($on) } }",
         "note: ignored (no layout effect): @FocusState (nothing has focus), .focused"),
        ("struct A: View { @Query var items: [String]\n var body: some View { EmptyView() } }", "error: '@Query' is not modelled by viewsh"),
        ("class S: ObservableObject { @Published var n = 0\n init() { n = 2 } }\nstruct A: View { @StateObject var s = S()\n var body: some View { Text(\"\\(s.n)\") } }",
         "error: an observable class's 'init' with statements is not yet supported by viewsh; give each property its initial value where it is declared"),
        ("struct A: View { @ObservedObject var model: Model\n var body: some View { EmptyView() } }",
         "error: '@ObservedObject' is not modelled by viewsh (its type is not an observable class of this file)"),
        ("class C: ObservableObject { @Published var n = 0 }\nstruct A: View { @StateObject var l = C(); @StateObject var r = C()\n var body: some View { Text(\"\\(l.n)\") } }",
         "error: a second 'C()' (viewsh models one shared object per observable class) is not yet supported by viewsh; create it once and pass it on"),
        ("@Observable class In { var v = 1 }\n@Observable class Out { var inner = In() }\nstruct A: View { @State var o = Out()\n var body: some View { EmptyView() } }",
         "error: an observable object inside another ('inner') is not yet supported by viewsh; keep its properties in one class"),
        ("struct Star: Shape { func path(in r: CGRect) -> Path { Path(r) }\n func sizeThatFits(_ p: ProposedViewSize) -> CGSize { .zero } }\nstruct A: View { var body: some View { Star() } }",
         "error: a Shape with its own 'sizeThatFits' ('Star') is not yet supported by viewsh; viewsh lays a custom shape out as a greedy shape"),
        ("@Observable class C { var on = false\n var both: Bool { on } }\nstruct A: View { @State var c = C()\n var body: some View { Toggle(\"t\", isOn: $c.both) } }",
         "error: '$c.both' needs a stored property of 'C' to bind to"),
        ("class Plain { var n = 0 }\nstruct A: View { var body: some View { EmptyView() } }",
         "error: 'Plain' is not modelled by viewsh (a class: viewsh reads structs, and classes that are ObservableObject or @Observable)"),
        ("struct A: View { let xs = [\"a\"]\n var body: some View { Text(xs.map { $0 }.first!.split(separator: \" \").description) } }", "error: '.split(…)' is not yet supported by viewsh"),
        ("struct A: View { @Environment(\\.font.size) var font\n var body: some View { Text(font) } }",
         "error: reading the environment in a view ('font') is not yet supported by viewsh; pass the value in as a parameter"),
        ("struct A: View { @State var xs = [1]\n var body: some View { ForEach($xs) { x in Text(x.title) } } }",
         "error: 'x' is a Binding (ForEach over a binding gives one): read its value as 'x.wrappedValue.title', or write the closure as { $x in … } and read 'x.title'"),
        ("struct A: View { @Stat var x = 1\n var body: some View { EmptyView() } }", "error: unknown property wrapper '@Stat'"),
        ("struct A: View { @State var n = 0\n func f() { for i in 0..<3 { if i == n { return } } }\n var body: some View { Button(\"f\", action: f) } }",
         "error: inlining 'f', which returns from inside a loop is not yet supported by viewsh; move the loop into the action"),
        ("struct A: View { var body: some View { Text(\"a\"); Text(\"b\") } }",
         "error: the body of 'A' with 2 views side by side is not yet supported by viewsh; wrap them in a VStack"),
        ("struct A: View { var body: some View { Text(\"a\").animation(.default).accessibilityHidden(true) } }",
         "note: ignored (no layout effect): .animation, .accessibilityHidden"),
        ("struct A: View { @State var on = false\n var body: some View { Button(\"t\") { withAnimation { if on { return }; on = true } } } }",
         "error: 'return' inside 'withAnimation' is not yet supported by viewsh; move the condition around the call"),
        ("struct A: View { var body: some View { AsyncImage(url: nil) { phase in Text(\"x\") } } }",
         "error: 'AsyncImage' with a closure of phases is not yet supported by viewsh; write AsyncImage(url:) { image in … } placeholder: { … }: viewsh shows the placeholder"),
    ])
    func reports(source: String, message: String) {
        #expect(translate(source).messages.contains(message), "\(translate(source).messages)")
    }
}
